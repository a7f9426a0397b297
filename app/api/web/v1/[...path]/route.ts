import { forwardToApi } from '@/lib/api-forward';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Context) {
  return forwardToApi(request, (await params).path);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as HEAD, handle as OPTIONS };
