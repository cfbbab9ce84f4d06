import { getVehicleVideo } from '#src/db/queries/vehicle-videos';
import { getVehicleById } from '#src/db/queries/vehicles';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { attachVideo, detachVideo, viewFor } from '#src/server/media/video/attach-video';
import { vehicleVideoAnswer } from '#src/lib/api-answers/vehicles';

const NOT_FOUND = 'Vehicle not found';

/** Staff: the vehicle's walkaround video, or null. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: "A vehicle's walkaround video",
    params: idParams,
    notFound: NOT_FOUND,
    response: {
      description:
        '`{ video }`: the uploaded file (address, size, duration, codec, captions, poster) or the YouTube/Vimeo link; null when none',
      schema: vehicleVideoAnswer,
    },
  },
  ({ params }) => {
    const vehicle = getVehicleById(params.id);
    if (!vehicle) return fail('not-found', NOT_FOUND);
    return { video: viewFor(getVehicleVideo(params.id), vehicle.images) };
  },
);

/** Staff: upload a walkaround (probed before it is accepted) or link one, replacing the vehicle's video. */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Put a walkaround video on a vehicle',
    description:
      'Either `video` (MP4 with H.264, or WebM with VP8, VP9 or AV1; at most VIDEO_MAX_MB) or `link` (a YouTube or Vimeo address). The file is checked by its signature and probed for its codec, duration and size before it is stored; anything else is refused with an error on the field. Replaces the video the vehicle had.',
    params: idParams,
    notFound: NOT_FOUND,
    body: 'multipart',
    maxBytes: 100 * 1024 * 1024 + 1024 * 1024,
    tooLarge: 'The upload is too large: a walkaround video may be at most 100 MB.',
    multipartFields: {
      video: 'The video file (MP4 H.264 or WebM), or leave it out and send `link`',
      link: 'A YouTube or Vimeo address (only those hosts)',
      poster: 'Optional poster image (JPEG, PNG or WebP, 5 MB); the main photo is used without one',
      captions: 'Optional WebVTT captions file (uploaded videos only)',
    },
    response: { status: 201, description: '`{ video }`, as GET answers it', schema: vehicleVideoAnswer },
  },
  async ({ params, body, actor }) => {
    const result = await attachVideo(params.id, body, actor);
    return result instanceof Error ? result : json({ video: result }, 201);
  },
);

/** Staff: take the walkaround off the vehicle (its files are deleted). */
export const DELETE = endpoint(
  {
    access: 'staff',
    summary: "Remove a vehicle's walkaround video",
    params: idParams,
    notFound: NOT_FOUND,
    response: { status: 204, description: 'Removed' },
  },
  async ({ params, actor }) => {
    const failure = await detachVideo(params.id, actor);
    return failure ?? new Response(null, { status: 204 });
  },
);
