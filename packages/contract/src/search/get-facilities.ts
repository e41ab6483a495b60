import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZFacility } from './park';

/** GET api/facilities */
export const ZFacilitiesResponse = ZSuccess(z.array(ZFacility));
