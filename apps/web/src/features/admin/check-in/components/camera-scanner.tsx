import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import styles from './camera-scanner.module.css';
import { createQrReader } from './qr-reader';

type CameraState = 'off' | 'starting' | 'scanning' | 'refused' | 'no-camera' | 'failed';

/** How often a frame is read, and how long one code is ignored after it was read (it stays in view). */
const READ_EVERY_MS = 150;
const SAME_CODE_PAUSE_MS = 4000;

const PROBLEMS: Partial<Record<CameraState, string>> = {
  refused:
    'The camera was not allowed. To scan, allow this site to use the camera in your browser’s settings. You can type the ticket number below instead.',
  'no-camera': 'No camera was found on this device. Type the ticket number below instead.',
  failed: 'The camera could not be started. Type the ticket number below instead.',
};

function problemOf(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'no-camera';
  return 'failed';
}

/**
 * "Scan with camera": opens the device's camera (the rear one where there is a choice), reads QR
 * codes from the picture and hands each new code to `onCode`. Without a camera, or without
 * permission, it says so and leaves the typed entry to do the work.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const [state, setState] = useState<CameraState>('off');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const frame = useRef<number | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const stop = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('no-camera');
      return;
    }
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      stream.current = media;
      const read = await createQrReader();
      const element = video.current;
      if (!element) {
        stop();
        return;
      }
      element.srcObject = media;
      await element.play();
      setState('scanning');
      let lastRead = 0;
      let busy = false;
      let last = { code: '', at: 0 };
      const tick = (now: number) => {
        frame.current = requestAnimationFrame(tick);
        if (busy || now - lastRead < READ_EVERY_MS || element.readyState < 2) return;
        lastRead = now;
        busy = true;
        read(element)
          .then((code) => {
            if (!code) return;
            if (code === last.code && now - last.at < SAME_CODE_PAUSE_MS) return;
            last = { code, at: now };
            onCodeRef.current(code);
          })
          .catch(() => undefined)
          .finally(() => {
            busy = false;
          });
      };
      frame.current = requestAnimationFrame(tick);
    } catch (error) {
      stop();
      setState(problemOf(error));
    }
  };

  const turnOff = () => {
    stop();
    setState('off');
  };

  const live = state === 'starting' || state === 'scanning';
  const problem = PROBLEMS[state];
  return (
    <div className={styles.camera}>
      {live ? (
        <Button variant="secondary" onClick={turnOff}>
          Stop the camera
        </Button>
      ) : (
        <Button onClick={start}>Scan with camera</Button>
      )}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={live ? styles.viewer : styles.hidden}>
        <video ref={video} className={styles.video} muted playsInline aria-label="Camera picture" />
        {state === 'scanning' ? (
          <p className={styles.hint}>Hold the ticket’s QR code inside the picture.</p>
        ) : (
          <p className={styles.hint}>Starting the camera…</p>
        )}
      </div>
    </div>
  );
}
