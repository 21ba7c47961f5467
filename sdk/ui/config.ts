import type { Texture } from 'three';

/**
 * The kind of a UI control.
 *
 * @since 0.7.0
 */
export declare enum UiControlType {
  /** A collapsible group of controls. */
  Folder = 'folder',
  /** A slider over a numeric range. */
  Slider = 'slider',
  /** A numeric input without bounds. */
  Number = 'number',
  /** A checkbox. */
  Toggle = 'toggle',
  /** A colour picker. */
  Color = 'color',
  /** A drop-down list. */
  Dropdown = 'dropdown',
  /** A button that runs an action. */
  Button = 'button',
  /** A text input. */
  Text = 'text',
  /** Two to four numeric inputs (a position, a UV repeat). */
  Vector = 'vector',
  /** A texture or image picker with a thumbnail. */
  Image = 'image',
  /** A read-only value refreshed while shown (frame time, triangle count). */
  Monitor = 'monitor',
}

/**
 * Where a control reads and writes its value: a getter and a setter, or an object and a key.
 *
 * @typeParam T - the value type.
 * @example
 * ```ts
 * const binding: UiBinding<number> = { target: viewer.scene, key: 'environmentIntensity' };
 * ```
 */
export type UiBinding<T> =
  | {
      /** Reads the current value. */
      get: () => T;
      /** Writes a new value. */
      set: (value: T) => void;
    }
  | {
      /** The object holding the value. */
      target: object;
      /** The property name on `target`. */
      key: string;
    };

/**
 * What every control has.
 */
export interface UiControlBase {
  /** The control kind. */
  readonly type: UiControlType;
  /** Label shown beside the control. */
  label: string;
  /**
   * Longer help, shown as a tooltip.
   *
   * @defaultValue none (`undefined`): no tooltip
   */
  description?: string;
  /**
   * Hide the control; a function is re-evaluated when any value of the panel changes.
   *
   * @defaultValue `false`
   */
  hidden?: boolean | (() => boolean);
  /**
   * Show it disabled; a function is re-evaluated like `hidden`.
   *
   * @defaultValue `false`
   */
  disabled?: boolean | (() => boolean);
  /**
   * Called after the user changed the value (not when code did).
   *
   * @defaultValue none (`undefined`)
   */
  onChange?: (value: unknown) => void;
}

/**
 * A collapsible group.
 */
export interface UiFolderConfig extends UiControlBase {
  /** {@link UiControlType.Folder}. */
  readonly type: UiControlType.Folder;
  /** The controls inside. */
  children: UiConfig[];
  /**
   * Start expanded.
   *
   * @defaultValue `false`
   */
  expanded?: boolean;
}

/**
 * A slider.
 */
export interface UiSliderConfig extends UiControlBase {
  /** {@link UiControlType.Slider}. */
  readonly type: UiControlType.Slider;
  /** The bound value. */
  binding: UiBinding<number>;
  /** Smallest value. */
  min: number;
  /** Largest value. */
  max: number;
  /**
   * Step between values.
   *
   * @defaultValue `(max - min) / 100`
   */
  step?: number;
  /**
   * Show the value on a logarithmic scale (exposure, distances).
   *
   * @defaultValue `false`
   */
  logarithmic?: boolean;
  /**
   * Unit suffix, for example `'mm'` or `'°'`.
   *
   * @defaultValue none (`undefined`): the value is shown without a suffix
   */
  unit?: string;
}

/**
 * A number input.
 */
export interface UiNumberConfig extends UiControlBase {
  /** {@link UiControlType.Number}. */
  readonly type: UiControlType.Number;
  /** The bound value. */
  binding: UiBinding<number>;
  /**
   * Increment of the arrow keys.
   *
   * @defaultValue 1
   */
  step?: number;
  /**
   * Digits after the decimal point shown.
   *
   * @defaultValue 3
   */
  precision?: number;
  /**
   * Unit suffix.
   *
   * @defaultValue none (`undefined`): the value is shown without a suffix
   */
  unit?: string;
}

/**
 * A checkbox.
 */
export interface UiToggleConfig extends UiControlBase {
  /** {@link UiControlType.Toggle}. */
  readonly type: UiControlType.Toggle;
  /** The bound value. */
  binding: UiBinding<boolean>;
}

/**
 * A colour picker.
 */
export interface UiColorConfig extends UiControlBase {
  /** {@link UiControlType.Color}. */
  readonly type: UiControlType.Color;
  /** The bound value, as `#rrggbb`. */
  binding: UiBinding<string>;
  /**
   * Offer an alpha channel (`#rrggbbaa`).
   *
   * @defaultValue `false`
   */
  alpha?: boolean;
  /**
   * Swatches offered beside the picker.
   *
   * @defaultValue none (`undefined`): the picker alone
   */
  swatches?: string[];
}

/**
 * One entry of a drop-down.
 */
export interface UiDropdownOption {
  /** Text shown. */
  label: string;
  /** The value set when chosen. */
  value: string | number;
}

/**
 * A drop-down list.
 */
export interface UiDropdownConfig extends UiControlBase {
  /** {@link UiControlType.Dropdown}. */
  readonly type: UiControlType.Dropdown;
  /** The bound value. */
  binding: UiBinding<string | number>;
  /** The entries; a function is re-evaluated each time the list opens. */
  options: UiDropdownOption[] | (() => UiDropdownOption[]);
}

/**
 * A button.
 */
export interface UiButtonConfig extends UiControlBase {
  /** {@link UiControlType.Button}. */
  readonly type: UiControlType.Button;
  /** What it does; the button is disabled until a returned promise settles. */
  action: () => void | Promise<void>;
}

/**
 * A text input.
 */
export interface UiTextConfig extends UiControlBase {
  /** {@link UiControlType.Text}. */
  readonly type: UiControlType.Text;
  /** The bound value. */
  binding: UiBinding<string>;
  /**
   * Several lines.
   *
   * @defaultValue `false`
   */
  multiline?: boolean;
  /**
   * Hint shown in the field while it is empty (the input's `placeholder` attribute).
   *
   * @defaultValue none (`undefined`): no `placeholder` attribute
   */
  placeholder?: string;
}

/**
 * Two to four numeric inputs.
 */
export interface UiVectorConfig extends UiControlBase {
  /** {@link UiControlType.Vector}. */
  readonly type: UiControlType.Vector;
  /** The bound value: an array of 2 to 4 numbers. */
  binding: UiBinding<number[]>;
  /**
   * Component labels.
   *
   * @defaultValue `['x', 'y', 'z', 'w']`
   */
  componentLabels?: string[];
  /**
   * Step.
   *
   * @defaultValue 0.01
   */
  step?: number;
}

/**
 * A texture picker.
 */
export interface UiImageConfig extends UiControlBase {
  /** {@link UiControlType.Image}. */
  readonly type: UiControlType.Image;
  /** The bound texture, `null` for none. */
  binding: UiBinding<Texture | null>;
  /**
   * Accepted file extensions.
   *
   * @defaultValue `['jpg', 'png', 'webp', 'ktx2']`
   */
  accept?: string[];
}

/**
 * A read-only value.
 */
export interface UiMonitorConfig extends UiControlBase {
  /** {@link UiControlType.Monitor}. */
  readonly type: UiControlType.Monitor;
  /** Reads the value. */
  read: () => string | number;
  /**
   * Refresh interval in milliseconds.
   *
   * @defaultValue 500
   */
  interval?: number;
  /**
   * Draw a small history graph (numbers only).
   *
   * @defaultValue `false`
   */
  graph?: boolean;
}

/**
 * Any UI control: what a plugin returns from {@link IUiConfigurable.uiConfig} and what panel
 * plugins draw. Discriminated by `type`.
 *
 * @example
 * ```ts
 * const config: UiConfig = {
 *   type: UiControlType.Folder,
 *   label: 'Lighting',
 *   children: [
 *     { type: UiControlType.Slider, label: 'Intensity', min: 0, max: 3,
 *       binding: { target: viewer.scene, key: 'environmentIntensity' } },
 *     { type: UiControlType.Button, label: 'Reset camera', action: () => viewer.camera.fitToObject() },
 *   ],
 * };
 * ```
 */
export type UiConfig =
  | UiFolderConfig
  | UiSliderConfig
  | UiNumberConfig
  | UiToggleConfig
  | UiColorConfig
  | UiDropdownConfig
  | UiButtonConfig
  | UiTextConfig
  | UiVectorConfig
  | UiImageConfig
  | UiMonitorConfig;
