import type { PhotoField } from '../../../features/admin/catalogue';
import { ImageUploadField } from '../../../features/media';

/** The catalogue's photo fields are the media feature's uploader. */
export const catalogueImageUploadField: PhotoField = (props) => <ImageUploadField {...props} />;
