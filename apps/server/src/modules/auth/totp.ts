import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Spatium';

export function newTotpSecret(): string {
  return generateSecret();
}

export async function describeTotpSecret(secret: string, account: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: account, secret });
  return { secret, otpauth_url: otpauthUrl, qr_code: await QRCode.toDataURL(otpauthUrl) };
}

/**
 * The time step of a valid code, or undefined. A step at or before `lastStep` is refused, so a code
 * seen once (by a shoulder-surfer, a proxy log) cannot be replayed.
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      // One period either side for clock drift between phone and server.
      epochTolerance: 30,
      ...(lastStep !== null && { afterTimeStep: lastStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}
