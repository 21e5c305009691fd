import { hash, verify } from '@node-rs/argon2';

// argon2id at the OWASP minimum (19 MiB, 2 passes): about 60 ms a verify on these machines.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when no user matches keeps the timing the same, so it says nothing.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-such-user-placeholder');
  await verifyPassword(await dummyHash, password);
  return false;
}
