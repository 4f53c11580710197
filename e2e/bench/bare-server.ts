/** The yardstick: a bare Fastify route answering small JSON, in its own process like the product. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ id: 1, fullName: 'Nguyễn Văn Khách', ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
