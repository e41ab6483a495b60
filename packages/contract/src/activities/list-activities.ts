import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZActivity } from './activity';

/** GET api/parks/{park_id}/activities */
export const ZActivitiesResponse = ZSuccess(z.array(ZActivity));
