import { type ReactNode, useEffect, useRef } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { focusElement } from '../../../lib/focus';
import styles from './booking-wizard.module.css';

export type WizardStep = 'details' | 'extras' | 'payment';

const STEPS: { key: WizardStep; label: string }[] = [
  { key: 'details', label: '1 Your Details' },
  { key: 'extras', label: '2 Optional Extras' },
  { key: 'payment', label: '3 Summary and Payment' },
];

export type BookingWizardProps = {
  heading: string;
  step: WizardStep;
  /** Steps the guest may go back to; the others are disabled until reached. */
  enabled: WizardStep[];
  onStep: (step: WizardStep) => void;
  stay: ReactNode;
  children: ReactNode;
};

/** The three booking steps as tabs, with the chosen stay beside them (above on a phone). */
export function BookingWizard({ heading, step, enabled, onStep, stay, children }: BookingWizardProps) {
  const stepRef = useRef<HTMLDivElement>(null);
  const shown = useRef(step);

  // A new step (after Continue) takes the focus to its heading, unless the guest is moving along
  // the tabs with the arrow keys. Arriving on a step from another page, the route-change focus
  // finds the same heading through data-focus-heading.
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (document.activeElement?.getAttribute('role') === 'tab') return;
    focusElement(stepRef.current?.querySelector<HTMLElement>('h1, h2, h3'));
  }, [step]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <div className={styles.layout}>
        <div className={styles.stay}>{stay}</div>
        <section className={styles.steps} aria-label="Booking steps">
          <Tabs
            label="Booking steps"
            idPrefix="booking-step"
            tabs={STEPS.map((s) => ({ ...s, disabled: !enabled.includes(s.key) && s.key !== step }))}
            selected={step}
            onSelect={onStep}
          >
            <div ref={stepRef} data-focus-heading>
              {children}
            </div>
          </Tabs>
        </section>
      </div>
    </div>
  );
}
