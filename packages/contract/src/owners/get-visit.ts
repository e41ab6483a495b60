import { ZSuccess } from '../common/api-error';
import { ZVisit } from './visit';

/** GET api/users/visits/{id}; POST api/users/visits answers the new visit the same way. */
export const ZVisitResponse = ZSuccess(ZVisit);
