import type { ReactNode } from 'react';

/** A photo as the catalogue's forms keep it while it is edited. */
export type PhotoValue = { url: string; alt: string; srcset?: string };

/**
 * The field that uploads a photo, given by the screen (the media feature's uploader): the
 * catalogue's forms say where it goes and what to do with what it uploads.
 */
export type PhotoField = (props: {
  id: string;
  label: string;
  hint?: string;
  value: PhotoValue | null;
  onChange: (value: PhotoValue | null) => void;
  withAlt?: boolean;
}) => ReactNode;
