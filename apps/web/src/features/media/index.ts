/**
 * Photos staff upload: a field that takes a file, sends it to be checked and resized,
 * previews what was kept and asks what it shows. Screens compose it into their own forms.
 */

export { uploadImage, useUploadImage } from './api/upload-image';
export {
  ImageUploadField,
  type ImageUploadFieldProps,
  type ImageValue,
} from './components/image-upload-field';
