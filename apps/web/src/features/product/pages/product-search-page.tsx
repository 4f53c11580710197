/** /chinaWebProduct: the paste box and which shops and link formats are supported. */
import { Card, List } from 'antd-mobile';
import { productMessages as m } from '../../../messages/product.ts';
import { PasteLinkBox } from '../components/paste-link-box.tsx';

export function Component() {
  return (
    <div className="page">
      <p style={{ margin: 0, color: 'var(--app-text)' }}>{m.searchIntro}</p>
      <PasteLinkBox />
      <Card title={m.supportedTitle}>
        <List style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0' }}>
          {m.supportedSites.map((s) => (
            <List.Item key={s.name} description={<span style={{ color: 'var(--app-text-muted)' }}>{s.example}</span>}>
              {s.name}
            </List.Item>
          ))}
        </List>
        <p style={{ color: 'var(--app-text-muted)', fontSize: 13, margin: '8px 0 0' }}>{m.supportedHint}</p>
      </Card>
    </div>
  );
}
