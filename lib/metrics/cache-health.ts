import { connect } from 'node:net';

/**
 * Whether the Redis server at `url` answers a PING within `timeoutMs` (AUTH first when the URL carries a password).
 * Speaks RESP over a plain socket, so the health route needs no Redis client of its own.
 */
export function redisAnswers(url: string, timeoutMs = 1_000): Promise<boolean> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  const user = decodeURIComponent(target.username);
  const commands = password ? [user ? ['AUTH', user, password] : ['AUTH', password], ['PING']] : [['PING']];
  const request = commands
    .map((parts) => `*${parts.length}\r\n${parts.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join('')}`)
    .join('');
  return new Promise((resolve) => {
    const socket = connect({ host: target.hostname || '127.0.0.1', port: Number(target.port) || 6379 });
    let reply = '';
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('-')) finish(false);
      else if (reply.includes('+PONG')) finish(true);
    });
  });
}
