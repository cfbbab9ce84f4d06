import type { APIRoute } from 'astro';
import { getInquiryDetail } from '../../../../db/queries/inquiries';
import { guard } from '../../../../lib/server/auth/guard';
import { json, jsonError, parseParam } from '../../../../lib/server/http';
import { idParamSchema } from '../../../../lib/validation/ids';

export const prerender = false;

export const GET: APIRoute = ({ locals, params }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const id = parseParam(idParamSchema, params.id, 'id');
  if ('response' in id) return id.response;
  const inquiry = getInquiryDetail(id.data);
  return inquiry ? json(inquiry) : jsonError(404, 'Inquiry not found');
};
