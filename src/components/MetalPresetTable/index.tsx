import type { ReactNode } from 'react';

import { METAL_PRESET_VALUES } from '@site/sdk/assets/presets';
import { formatRgb, hexToLinearRgb } from '@site/src/utils/srgb';

import styles from './styles.module.css';

type PresetName = keyof typeof METAL_PRESET_VALUES;

/** Reader-facing name and `MetalPreset` member of each preset. */
const METAL_LABELS: Readonly<Record<PresetName, { title: string; member: string }>> = {
  gold: { title: 'Yellow gold (18 ct)', member: 'Gold' },
  'rose-gold': { title: 'Rose gold (18 ct)', member: 'RoseGold' },
  'white-gold': { title: 'White gold, rhodium plated', member: 'WhiteGold' },
  platinum: { title: 'Platinum', member: 'Platinum' },
  silver: { title: 'Sterling silver', member: 'Silver' },
};

/**
 * The SDK's metal presets as a table: sRGB colour, the linear RGB a material stores, and the
 * polished roughness. Rendered from `METAL_PRESET_VALUES`, so the guides cannot drift from the SDK.
 */
export default function MetalPresetTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Metal and preset</th>
          <th>Base colour (sRGB)</th>
          <th>Base colour (linear RGB)</th>
          <th>Roughness (polished)</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(METAL_PRESET_VALUES).map(([name, { color, roughness }]) => (
          <tr key={name}>
            <td>
              {METAL_LABELS[name as PresetName].title}
              <br />
              <code>MetalPreset.{METAL_LABELS[name as PresetName].member}</code>
            </td>
            <td>
              <code className={styles.value}>{color}</code>
            </td>
            <td>
              <code className={styles.value}>{formatRgb(hexToLinearRgb(color))}</code>
            </td>
            <td>{roughness}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
