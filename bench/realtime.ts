// What the benchmarks that hold realtime sockets share: users of the demo company signed in, a socket
// validated as one of them, and an API call made as one of them.
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { type BenchStack, callApi, signIn } from './server.ts';

export { callApi };

// The most live connections a user may have (limits.realtimeSocketsPerUser): tabs, windows, devices.
export const socketsPerUserLimit = 20;
const password = 'demo-password-1';

export interface BenchUser {
  id: number;
  jwt: string;
}

/**
 * The demo's company admin and `count - 1` more users of Nordvik Bygg (made like user@example.com, with
 * the same password), each signed in. Sign-ins are throttled, so more than ten users take minutes.
 */
export async function companyUsers(stack: BenchStack, count: number): Promise<BenchUser[]> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `WITH made AS (
         INSERT INTO users (email, username, password_hash, role_id, company_id, terms)
         SELECT 'bench-user-' || g || '@example.com', 'bench-user-' || g, password_hash, role_id, company_id, true
         FROM users, generate_series(1, $1::int) AS g WHERE email = 'user@example.com'
         RETURNING id, company_id)
       INSERT INTO company_members (company_id, user_id) SELECT company_id, id FROM made`,
      [count - 1],
    );
  } finally {
    await client.end();
  }
  const emails = [
    'companyadmin@example.com',
    ...Array.from({ length: count - 1 }, (_, i) => `bench-user-${i + 1}@example.com`),
  ];
  const users: BenchUser[] = [];
  for (const email of emails) {
    const jwt = await signIn(stack.url, email, password);
    const me = (await (await callApi(stack.url, jwt, 'POST', '/getme', {})).json()) as {
      user: { id: number };
    };
    users.push({ id: me.user.id, jwt });
  }
  return users;
}

/**
 * A websocket to the server, resolved once the server has validated it as `user`. Every connection,
 * a reconnect too, sends `validateMe` again: the server joins a socket to its rooms only after that.
 */
export function openSocket(url: string, user: BenchUser): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
  socket.on('connect', () => socket.emit('validateMe', { jwt: user.jwt, userId: user.id }));
  return new Promise((resolve, reject) => {
    socket.once('validated', ({ ok }: { ok: boolean }) =>
      ok ? resolve(socket) : reject(new Error(`The socket of user ${user.id} was refused`)),
    );
  });
}

/** The company channel, which every member of the company reads. */
export async function companyChannelId(url: string, user: BenchUser): Promise<number> {
  const listed = (await (await callApi(url, user.jwt, 'GET', '/channels')).json()) as {
    id: number;
    kind: string;
  }[];
  const company = listed.find((c) => c.kind === 'company');
  if (!company) throw new Error('The company channel is missing');
  return company.id;
}
