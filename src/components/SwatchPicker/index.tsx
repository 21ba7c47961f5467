import { useId, type ReactNode } from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

export interface SwatchOption<T extends string> {
  id: T;
  label: string;
  /** CSS background of the swatch dot (a colour or a gradient); omitted for a "none" choice. */
  swatch?: string;
  /** Longer description, shown as the option's tooltip. */
  note?: string;
}

interface Props<T extends string> {
  legend: string;
  options: readonly SwatchOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Hide the legend visually (it stays available to assistive technology). */
  hideLegend?: boolean;
  size?: 'regular' | 'compact';
  className?: string;
  /** Class of the element that lays the swatches out (a row that wraps, unless this says otherwise). */
  optionsClassName?: string;
}

/**
 * A row of colour swatches that behaves as a radio group: arrow keys move between options, the
 * choice is announced with its label, and it works without a mouse.
 */
export default function SwatchPicker<T extends string>({
  legend,
  options,
  value,
  onChange,
  hideLegend = false,
  size = 'regular',
  className,
  optionsClassName,
}: Props<T>): ReactNode {
  const name = useId();
  return (
    <fieldset className={clsx(styles.picker, size === 'compact' && styles.compact, className)}>
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={clsx(styles.options, optionsClassName)}>
        {options.map((option) => (
          <label key={option.id} className={styles.option} title={option.note}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={option.id}
              checked={option.id === value}
              onChange={() => onChange(option.id)}
            />
            <span
              className={clsx(styles.dot, !option.swatch && styles.none)}
              style={option.swatch ? { background: option.swatch } : undefined}
              aria-hidden="true"
            />
            <span className={styles.label}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
