import { useId, useState, type ReactNode } from 'react';

import AddressProblems from '../../../components/AddressProblems';
import SwatchPicker, { type SwatchOption } from '../../../components/SwatchPicker';
import {
  DEFAULT_CONFIGURATION,
  formatSetting,
  NUMBER_SETTINGS,
  sameConfiguration,
  snapToStep,
  type NumberSetting,
  type RingConfiguration,
  type SideStoneChoice,
} from '../../../components/RealtimeViewer/configuration';
import {
  backgroundIds,
  backgrounds,
  gemIds,
  gems,
  metalIds,
  metals,
  studioIds,
  studios,
  swatchBackground,
  type BackgroundId,
  type GemId,
  type MetalId,
  type StudioId,
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

const studioOptions: SwatchOption<StudioId>[] = studioIds.map((id) => ({
  id,
  label: studios[id].label,
  note: studios[id].note,
  swatch: `linear-gradient(180deg, ${studios[id].swatch[0]}, ${studios[id].swatch[1]})`,
}));

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** How each range control names itself, shows its value and reads it out. */
const SLIDERS: Record<
  NumberSetting,
  { label: string; shown: (value: number) => string; spoken: (value: number) => string }
> = {
  environmentIntensity: {
    label: 'Studio light',
    shown: (value) => `×${formatSetting(value)}`,
    spoken: (value) => `${formatSetting(value)} times the studio's light`,
  },
  exposure: {
    label: 'Exposure',
    shown: (value) => `×${formatSetting(value)}`,
    spoken: (value) => `exposure ${formatSetting(value)}`,
  },
  shadowOpacity: {
    label: 'Shadow strength',
    shown: percent,
    spoken: (value) => `shadow at ${percent(value)} darkness`,
  },
  shadowBlur: {
    label: 'Shadow softness',
    shown: percent,
    spoken: (value) => `blurred by ${percent(value)} of the ring's size`,
  },
};

function RangeSetting({
  setting,
  value,
  onChange,
}: {
  setting: NumberSetting;
  value: number;
  onChange: (value: number) => void;
}): ReactNode {
  const id = useId();
  const range = NUMBER_SETTINGS[setting];
  const { label, shown, spoken } = SLIDERS[setting];
  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.sliderRow}>
        <input
          id={id}
          type="range"
          min={range.min}
          max={range.max}
          step={range.step}
          value={value}
          aria-valuetext={spoken(value)}
          onChange={(event) => onChange(snapToStep(Number(event.target.value), range))}
        />
        <output htmlFor={id} className={styles.value}>
          {shown(value)}
        </output>
      </div>
    </div>
  );
}

interface Props {
  configuration: RingConfiguration;
  onChange: (next: RingConfiguration) => void;
  problems: string[];
  shareUrl: () => string;
}

/** The editor page's configurator: one control per choice, each change shown live and kept in the address. */
export default function RingConfigurator({ configuration, onChange, problems, shareUrl }: Props): ReactNode {
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
      <SwatchPicker
        legend="Studio"
        options={studioOptions}
        value={configuration.studio}
        onChange={(value) => set('studio', value)}
      />
      <div className={styles.sliders}>
        {(Object.keys(NUMBER_SETTINGS) as NumberSetting[]).map((setting) => (
          <RangeSetting
            key={setting}
            setting={setting}
            value={configuration[setting]}
            onChange={(value) => set(setting, value)}
          />
        ))}
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
