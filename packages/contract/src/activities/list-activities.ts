import { z } from 'zod';
import { ZSuccess } from '../common/response';
import { ZActivity } from './activity';

/** GET api/parks/{park_id}/activities */
export const ZActivitiesResponse = ZSuccess(z.array(ZActivity));
