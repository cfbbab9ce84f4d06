import type { APIRoute } from 'astro';
import { setInquiryStatus } from '../../../../db/queries/inquiries';
import { displayName, guard } from '../../../../lib/server/auth/guard';
import { json, jsonError, parseParam, readJson } from '../../../../lib/server/http';
import { idParamSchema } from '../../../../lib/validation/ids';
import { inquiryStatusSchema } from '../../../../lib/validation/inquiry';

export const prerender = false;

export const PUT: APIRoute = async ({ locals, params, request }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const id = parseParam(idParamSchema, params.id, 'id');
  if ('response' in id) return id.response;
  const body = await readJson(request, inquiryStatusSchema);
  if ('response' in body) return body.response;
  const user = locals.user!;
  const inquiry = setInquiryStatus(id.data, body.data.status, { id: user.id, name: displayName(user) });
  return inquiry ? json(inquiry) : jsonError(404, 'Inquiry not found');
};
