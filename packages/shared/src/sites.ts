/** Supported Chinese shops and their names; no zod here, so light pages can import it. */
export const sites = ['taobao', 'tmall', '1688', 'pinduoduo'] as const;
export type Site = (typeof sites)[number];
export const siteLabels: Record<Site, string> = {
  taobao: 'Taobao',
  tmall: 'Tmall',
  '1688': '1688',
  pinduoduo: 'Pinduoduo',
};
