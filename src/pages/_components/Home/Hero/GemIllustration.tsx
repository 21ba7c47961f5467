import type { ReactNode } from 'react';

interface Props {
  className?: string;
}

/**
 * A brilliant-cut stone seen from the side, drawn as flat facets. Decorative: hidden from
 * assistive technology because the heading beside it carries the meaning.
 */
export default function GemIllustration({ className }: Props): ReactNode {
  return (
    <svg className={className} viewBox="0 0 240 200" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="gem-crown" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f5f3ff" />
          <stop offset="1" stopColor="#c4b5fd" />
        </linearGradient>
        <linearGradient id="gem-pavilion" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#4c1d95" />
        </linearGradient>
      </defs>
      <ellipse cx="120" cy="188" rx="70" ry="7" fill="#000" opacity="0.25" />
      <polygon points="60,40 180,40 220,80 20,80" fill="url(#gem-crown)" />
      <polygon points="90,40 120,80 60,40" fill="#ede9fe" />
      <polygon points="150,40 180,40 120,80" fill="#ddd6fe" />
      <polygon points="60,40 20,80 90,80" fill="#e9d5ff" opacity="0.9" />
      <polygon points="180,40 220,80 150,80" fill="#c4b5fd" />
      <polygon points="20,80 220,80 120,180" fill="url(#gem-pavilion)" />
      <polygon points="20,80 90,80 120,180" fill="#7c3aed" opacity="0.85" />
      <polygon points="150,80 220,80 120,180" fill="#5b21b6" opacity="0.9" />
      <polygon points="90,80 150,80 120,180" fill="#8b5cf6" />
      <polyline points="30,90 80,86" stroke="#fdf4ff" strokeWidth="2" opacity="0.6" />
      <circle cx="70" cy="52" r="3" fill="#fff" />
      <circle cx="168" cy="60" r="2" fill="#fff" opacity="0.8" />
      <path d="M196 24l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" fill="#fff" opacity="0.9" />
    </svg>
  );
}
