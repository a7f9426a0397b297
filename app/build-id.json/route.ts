import { connection } from 'next/server';
import { RUNNING_BUILD_ID } from '@/lib/app-shell/build-check';

/** The build this server runs; open pages compare it with their own (latest-build check). */
export async function GET() {
  await connection();
  return Response.json({ buildId: RUNNING_BUILD_ID }, { headers: { 'Cache-Control': 'no-store' } });
}
