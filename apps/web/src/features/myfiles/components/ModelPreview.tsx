import { Box, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AmbientLight,
  Box3,
  Color,
  DirectionalLight,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

const height = 420;

/**
 * A glTF or GLB model in a small three.js scene: drag to turn it, scroll to zoom; the arrow keys pan
 * while the canvas has the focus. This module (and three.js) is loaded only when such a preview opens.
 * A glTF whose buffers sit in other files cannot load from one link and says the preview is not available.
 */
export default function ModelPreview({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const width = element.clientWidth || 800;
    const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    renderer.setSize(width, height);
    const canvas = renderer.domElement;
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', t('myfiles.modelImage', { name }));
    element.appendChild(canvas);

    const scene = new Scene();
    scene.background = new Color('#1f2125');
    scene.add(new AmbientLight(0xffffff, 1.2));
    const sun = new DirectionalLight(0xffffff, 2);
    sun.position.set(3, 5, 4);
    scene.add(sun);
    const camera = new PerspectiveCamera(50, width / height, 0.01, 1000);
    const controls = new OrbitControls(camera, canvas);
    controls.listenToKeyEvents(canvas);
    // Drawn on demand: an idle preview costs nothing.
    const draw = () => renderer.render(scene, camera);
    controls.addEventListener('change', draw);

    let disposed = false;
    new GLTFLoader().load(
      url,
      (gltf) => {
        if (disposed) return;
        scene.add(gltf.scene);
        // Frame the whole model, whatever its units.
        const box = new Box3().setFromObject(gltf.scene);
        const size = box.getSize(new Vector3()).length() || 1;
        const centre = box.getCenter(new Vector3());
        camera.near = size / 100;
        camera.far = size * 100;
        camera.position.copy(centre).add(new Vector3(size * 0.6, size * 0.45, size * 0.8));
        camera.updateProjectionMatrix();
        controls.target.copy(centre);
        controls.update();
        draw();
        setState('ready');
      },
      undefined,
      () => {
        if (!disposed) setState('failed');
      },
    );
    return () => {
      disposed = true;
      controls.dispose();
      renderer.dispose();
      canvas.remove();
    };
  }, [url, name, t]);

  return (
    <Box>
      {state === 'loading' && <Loader role="status" aria-label={t('common.loading')} />}
      {state === 'failed' && <Text c="dimmed">{t('myfiles.previewUnavailable')}</Text>}
      <Box ref={host} data-state={state} style={{ display: state === 'failed' ? 'none' : 'block' }} />
    </Box>
  );
}
