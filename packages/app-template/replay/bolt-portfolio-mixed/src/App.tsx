import React from 'react';
import Layout, { Hero, Projects, Skills } from '@/components';
import Testimonials from './components/Testimonials';
import projects from './data/projects.json';
import './App.css';

function App() {
  return (
    <Layout>
      <Hero />
      <Projects items={projects} />
      <Skills />
      <Testimonials />
    </Layout>
  );
}

export default App;
