import { z } from 'zod';
import { ZSuccess } from '../common/response';
import { ZVisit } from './visit';

/** GET api/users/visits */
export const ZVisitsResponse = ZSuccess(z.array(ZVisit));
