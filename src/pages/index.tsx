import type { ReactNode } from 'react';
import Layout from '@theme/Layout';

import Hero from '../components/Home/Hero';
import Capabilities from '../components/Home/Capabilities';
import FirstViewer from '../components/Home/FirstViewer';
import Audiences from '../components/Home/Audiences';
import DocsPaths from '../components/Home/DocsPaths';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Realistic 3D for the web"
      description="Vitrine is a TypeScript SDK for real-time 3D viewers, product configurators and editors, strongest in jewellery: diamonds, metals and studio light."
    >
      <Hero />
      <main>
        <Capabilities />
        <FirstViewer />
        <Audiences />
        <DocsPaths />
      </main>
    </Layout>
  );
}
