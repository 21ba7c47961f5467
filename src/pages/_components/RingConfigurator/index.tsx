import { useId, useState, type ReactNode } from 'react';

import AddressProblems from '../../../components/AddressProblems';
import SwatchPicker, { type SwatchOption } from '../../../components/SwatchPicker';
import {
  DEFAULT_CONFIGURATION,
  formatIntensity,
  sameConfiguration,
  snapIntensity,
  type RingConfiguration,
  type SideStoneChoice,
} from '../../../components/RealtimeViewer/configuration';
import {
  backgroundIds,
  backgrounds,
  ENVIRONMENT_INTENSITY,
  gemIds,
  gems,
  metalIds,
  metals,
  swatchBackground,
  type BackgroundId,
  type GemId,
  type MetalId,
} from '../../../data/ringViewer';
import styles from './styles.module.css';

const metalOptions: SwatchOption<MetalId>[] = metalIds.map((id) => ({
  id,
  label: metals[id].label,
  note: metals[id].note,
  swatch: swatchBackground(metals[id].swatch),
}));

const gemOptions: SwatchOption<GemId>[] = gemIds.map((id) => ({
  id,
  label: gems[id].label,
  note: gems[id].note,
  swatch: swatchBackground(gems[id].swatch),
}));

const sideStoneOptions: SwatchOption<SideStoneChoice>[] = [
  ...gemOptions,
  { id: 'none', label: 'None', note: 'A plain band, without pavé' },
];

const CHECKERBOARD = 'repeating-conic-gradient(#c9c9d4 0 25%, #ffffff 0 50%) 50% / 8px 8px';

const backgroundOptions: SwatchOption<BackgroundId>[] = backgroundIds.map((id) => {
  const gradient = backgrounds[id].gradient;
  return {
    id,
    label: backgrounds[id].label,
    swatch: gradient ? `radial-gradient(circle at 40% 35%, ${gradient[0]}, ${gradient[1]})` : CHECKERBOARD,
  };
});

interface Props {
  configuration: RingConfiguration;
  onChange: (next: RingConfiguration) => void;
  problems: string[];
  shareUrl: () => string;
}

/** The editor page's configurator: one control per choice, each change shown live and kept in the address. */
export default function RingConfigurator({ configuration, onChange, problems, shareUrl }: Props): ReactNode {
  const sliderId = useId();
  const [status, setStatus] = useState('');
  const set = <K extends keyof RingConfiguration>(key: K, value: RingConfiguration[K]) =>
    onChange({ ...configuration, [key]: value });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl());
      setStatus('Link copied: it opens this page with the same ring.');
    } catch {
      setStatus('The browser did not allow copying; the address bar holds the same link.');
    }
  };

  return (
    <form className={styles.panel} aria-label="Ring configurator" onSubmit={(event) => event.preventDefault()}>
      <AddressProblems problems={problems} />
      <SwatchPicker
        legend="Band"
        options={metalOptions}
        value={configuration.bandMetal}
        onChange={(value) => set('bandMetal', value)}
      />
      <SwatchPicker
        legend="Setting"
        options={metalOptions}
        value={configuration.settingMetal}
        onChange={(value) => set('settingMetal', value)}
      />
      <SwatchPicker
        legend="Centre stone"
        options={gemOptions}
        value={configuration.centerStone}
        onChange={(value) => set('centerStone', value)}
      />
      <SwatchPicker
        legend="Side stones"
        options={sideStoneOptions}
        value={configuration.sideStones}
        onChange={(value) => set('sideStones', value)}
      />
      <div className={styles.slider}>
        <label htmlFor={sliderId} className={styles.label}>
          Studio light
        </label>
        <div className={styles.sliderRow}>
          <input
            id={sliderId}
            type="range"
            min={ENVIRONMENT_INTENSITY.min}
            max={ENVIRONMENT_INTENSITY.max}
            step={ENVIRONMENT_INTENSITY.step}
            value={configuration.environmentIntensity}
            aria-valuetext={`${formatIntensity(configuration.environmentIntensity)} times the studio's light`}
            onChange={(event) =>
              set('environmentIntensity', Number(formatIntensity(snapIntensity(Number(event.target.value)))))
            }
          />
          <output htmlFor={sliderId} className={styles.value}>
            ×{formatIntensity(configuration.environmentIntensity)}
          </output>
        </div>
      </div>
      <SwatchPicker
        legend="Backdrop"
        options={backgroundOptions}
        value={configuration.background}
        onChange={(value) => set('background', value)}
      />
      <div className={styles.actions}>
        <button type="button" className="button button--primary button--sm" onClick={copyLink}>
          Copy link
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={sameConfiguration(configuration, DEFAULT_CONFIGURATION)}
          onClick={() => {
            onChange({ ...DEFAULT_CONFIGURATION });
            setStatus('Back to the default ring.');
          }}
        >
          Reset
        </button>
      </div>
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
    </form>
  );
}
