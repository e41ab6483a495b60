import { z } from 'zod';
import { ZSuccess } from '../common/response';
import { ZFacility } from './park';

/** GET api/facilities */
export const ZFacilitiesResponse = ZSuccess(z.array(ZFacility));
