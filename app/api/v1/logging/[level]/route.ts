import { parseLogRequest } from '@/lib/integrations/log-request';
import { createLimit, requestAddress } from '@/lib/limits';

export const dynamic = 'force-dynamic';

/** Per client: a burst of 20 lines, then one every two seconds; the rest are dropped (429) so nobody floods the log. */
const limit = createLimit('logging', { capacity: 20, refillPerSecond: 0.5 });

/** The site's own logging endpoint (docs/behaviour.md#outside-services): one structured JSON line per entry on stdout, answered with 204. */
export async function GET(request: Request, { params }: { params: Promise<{ level: string }> }) {
  const result = parseLogRequest((await params).level, new URL(request.url).searchParams);
  if (!result.ok) return new Response(result.error, { status: result.status });
  if (!(await limit.take(requestAddress(request.headers))))
    return new Response(null, { status: 429, headers: { 'Retry-After': '2' } });
  const { level, saidKey, message, info } = result.entry;
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), source: 'client', level, saidKey, message, info: Object.fromEntries(info.map((pair) => [pair.Key, pair.Value])) })}\n`,
  );
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
