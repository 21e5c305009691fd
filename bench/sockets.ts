// Realtime sockets as the web app opens them: socket.io over a websocket, then `validateMe` with the
// session token, after which the gateway puts the socket in its user's and company's rooms.
import { io, type Socket } from 'socket.io-client';

export interface SignedInUser {
  id: number;
  jwt: string;
}

/** A socket of the user's on the instance at `url`, once the gateway has accepted its token. */
export function openValidatedSocket(url: string, user: SignedInUser): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('validated', ({ ok }: { ok: boolean }) => {
      if (ok) return resolve(socket);
      socket.close();
      reject(new Error(`The socket of user ${user.id} was refused`));
    });
    socket.once('connect', () => socket.emit('validateMe', { jwt: user.jwt, userId: user.id }));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
