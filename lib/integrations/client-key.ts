/** Who is asking, for per-client rate limits: the first forwarded address, else the real IP header, else one shared key. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}
