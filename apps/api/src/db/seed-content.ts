/**
 * Static pages every installation starts with (about, terms version 1, privacy, contact, price
 * list; decision 0102), written when missing, and the demo data's articles. Short, real text: the
 * company edits it in the console ("Trang tĩnh"). Bodies are written as the allow-list keeps them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { articles, staticPages, staticPageVersions } from './schema/content.ts';

const pages = [
  {
    slug: 'about',
    title: 'Giới thiệu',
    body: '<p>Chúng tôi giúp khách hàng Việt Nam mua hàng từ Taobao, Tmall, 1688 và Pinduoduo: đặt hàng hộ, thanh toán hộ, ký gửi và vận chuyển về tận nhà.</p><p>Kho nhận hàng tại Quảng Châu; kho trả hàng tại Hà Nội và TP.HCM.</p>',
  },
  {
    slug: 'terms',
    title: 'Điều khoản sử dụng',
    body: '<h2>1. Phạm vi dịch vụ</h2><p>Chúng tôi mua hàng theo yêu cầu của khách trên các sàn thương mại điện tử Trung Quốc và vận chuyển về Việt Nam.</p><h2>2. Đặt cọc và thanh toán</h2><p>Đơn hàng được mua sau khi khách đặt cọc theo tỷ lệ công bố. Phần còn lại thanh toán khi hàng về kho Việt Nam.</p><h2>3. Hàng cấm</h2><p>Không nhận mua hoặc vận chuyển hàng cấm theo pháp luật Việt Nam và Trung Quốc.</p><h2>4. Khiếu nại</h2><p>Khách khiếu nại trong vòng 3 ngày kể từ khi nhận hàng, kèm ảnh hoặc video mở hàng.</p>',
  },
  {
    slug: 'privacy',
    title: 'Chính sách bảo mật',
    body: '<p>Chúng tôi chỉ dùng họ tên, số điện thoại, email và địa chỉ của bạn để xử lý đơn hàng và giao hàng. Thông tin không được bán hay chia sẻ cho bên thứ ba ngoài đơn vị vận chuyển.</p><p>Bạn có thể yêu cầu xem hoặc xóa dữ liệu của mình bằng cách liên hệ bộ phận chăm sóc khách hàng.</p>',
  },
  {
    slug: 'contact',
    title: 'Liên hệ',
    body: '<p>Chăm sóc khách hàng: 8:00–21:00 hằng ngày.</p><ul><li>Trò chuyện trực tiếp trong ứng dụng (mục Chat)</li><li>Email: <a href="mailto:cskh@example.vn" rel="noopener noreferrer">cskh@example.vn</a></li></ul>',
  },
  {
    slug: 'price-list',
    title: 'Bảng giá dịch vụ',
    body: '<h2>Phí mua hàng</h2><table><tbody><tr><th>Giá trị hàng</th><th>Phí dịch vụ</th></tr><tr><td>Dưới 1 triệu</td><td>3%</td></tr><tr><td>1 – 5 triệu</td><td>2,5%</td></tr><tr><td>5 – 50 triệu</td><td>2%</td></tr><tr><td>50 – 300 triệu</td><td>1,5%</td></tr><tr><td>Trên 300 triệu</td><td>1%</td></tr></tbody></table><p>Phí tối thiểu 10.000 ₫ mỗi đơn.</p><h2>Vận chuyển quốc tế về Hà Nội</h2><table><tbody><tr><th>Cân nặng</th><th>Đơn giá</th></tr><tr><td>Dưới 10 kg</td><td>28.000 ₫/kg</td></tr><tr><td>10 – 30 kg</td><td>26.000 ₫/kg</td></tr><tr><td>30 – 100 kg</td><td>24.000 ₫/kg</td></tr><tr><td>Trên 100 kg</td><td>22.000 ₫/kg</td></tr></tbody></table><p>TP.HCM cộng thêm 6.000 ₫/kg.</p>',
  },
];

/** Writes each static page that does not exist yet, as version 1 (safe to run at every start). */
export async function seedStaticPages(db: Db): Promise<void> {
  await db.insert(staticPages).values(pages).onConflictDoNothing();
  await db
    .insert(staticPageVersions)
    .values(pages.map((p) => ({ ...p, version: 1 })))
    .onConflictDoNothing();
}

const demoArticles = [
  {
    slug: 'lich-nghi-tet-2027',
    title: 'Lịch nghỉ Tết Nguyên đán 2027',
    category: 'news' as const,
    summary: 'Kho Quảng Châu nghỉ từ 25/01 đến 12/02; hãy đặt hàng trước 15/01 để kịp nhận trước Tết.',
    body: '<p>Các shop Trung Quốc nghỉ Tết sớm hơn Việt Nam. Đơn đặt sau 15/01 có thể về sau Tết.</p>',
  },
  {
    slug: 'mo-kho-tphcm-moi',
    title: 'Mở kho TP.HCM mới tại Tân Sơn Nhất',
    category: 'news' as const,
    summary: 'Khách phía Nam nhận hàng nhanh hơn một ngày.',
    body: '<p>Từ tháng này hàng về TP.HCM được nhận tại kho mới gần sân bay Tân Sơn Nhất.</p>',
  },
  {
    slug: 'giam-phi-van-chuyen-thang-12',
    title: 'Giảm 2.000 ₫/kg phí vận chuyển tháng 12',
    category: 'news' as const,
    summary: 'Áp dụng cho mọi kiện về Hà Nội cân từ 30 kg.',
    body: '<p>Ưu đãi tự áp dụng khi kiện được cân tại kho Quảng Châu.</p>',
  },
  {
    slug: 'chinh-sach-khieu-nai',
    title: 'Chính sách khiếu nại và hoàn tiền',
    category: 'policy' as const,
    summary: 'Khiếu nại trong 3 ngày kể từ khi nhận hàng, kèm video mở hàng.',
    body: '<h2>Khi nào được hoàn tiền</h2><ul><li>Shop giao thiếu hoặc sai mẫu</li><li>Hàng hỏng do vận chuyển</li></ul><p>Tiền hoàn về ví trong 7 ngày làm việc.</p>',
  },
];

/** The demo data's three news items and one policy, published (demo installations only). */
export async function seedDemoArticles(db: Db): Promise<void> {
  await db
    .insert(articles)
    .values(
      demoArticles.map((a, i) => ({
        ...a,
        status: 'published' as const,
        publishedAt: sql`now() - make_interval(days => ${i})`,
      })),
    )
    .onConflictDoNothing();
}
