import type { ReactNode } from 'react';
import Layout from '@theme/Layout';

import Hero from './_components/Home/Hero';
import Capabilities from './_components/Home/Capabilities';
import FirstViewer from './_components/Home/FirstViewer';
import Audiences from './_components/Home/Audiences';
import DocsPaths from './_components/Home/DocsPaths';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Realistic 3D for the web"
      description="Vitrine is a TypeScript SDK for real-time 3D viewers, product configurators and editors, strongest in jewellery: diamonds, metals and studio light."
    >
      {/* The hero opens the main content: inside <main>, its <header> is the page's, not a second banner. */}
      <main>
        <Hero />
        <Capabilities />
        <FirstViewer />
        <Audiences />
        <DocsPaths />
      </main>
    </Layout>
  );
}
