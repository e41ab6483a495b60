import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZVisit } from './visit';

/** GET api/users/visits */
export const ZVisitsResponse = ZSuccess(z.array(ZVisit));
