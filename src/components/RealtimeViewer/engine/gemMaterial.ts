import { Color, ShaderMaterial, Vector3, type Texture, type Vector4 } from 'three';

import type { GemPreset } from '../../../data/ringViewer';

/**
 * A cut stone, ray-traced inside its own facets. A single refraction (three.js's transmission)
 * makes a stone look like glass: what makes a diamond bright is light that enters through the
 * crown, is totally reflected by the pavilion facets and leaves through the crown again. The stone
 * is convex, so the facet a ray leaves through is the nearest plane it moves towards: the shader
 * follows each ray through a few internal bounces with nothing but plane intersections, then
 * samples the studio environment in the direction the light leaves, once per colour channel with
 * a slightly different index of refraction (dispersion, the stone's "fire").
 */

const MAX_BOUNCES = 5;

const VERTEX = /* glsl */ `
varying vec3 vObjectPosition;
varying vec3 vObjectNormal;
varying vec3 vObjectCamera;

void main() {
  vObjectPosition = position;
  vObjectNormal = normal;
  vObjectCamera = (inverse(modelMatrix) * vec4(cameraPosition, 1.0)).xyz;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}`;

const fragment = (facetCount: number) => /* glsl */ `
#define FACET_COUNT ${facetCount}
#define MAX_BOUNCES ${MAX_BOUNCES}

uniform mat4 modelMatrix;
uniform samplerCube envMap;
uniform float envIntensity;
uniform vec4 facets[FACET_COUNT];
uniform float ior;
uniform float dispersion;
uniform vec3 tint;
uniform vec3 absorption;

varying vec3 vObjectPosition;
varying vec3 vObjectNormal;
varying vec3 vObjectCamera;

// The studio as the stone sees it. Light arriving from straight behind the viewer is blocked by
// the viewer (a jeweller's head over the loupe): that dark patch is what draws the stone's pattern.
vec3 environment(vec3 objectDirection) {
  vec3 worldDirection = normalize(mat3(modelMatrix) * objectDirection);
  vec3 towardsViewer = normalize(cameraPosition - modelMatrix[3].xyz);
  float blocked = smoothstep(0.84, 0.97, dot(worldDirection, towardsViewer));
  return textureLod(envMap, worldDirection, 0.0).rgb * envIntensity * (1.0 - 0.9 * blocked);
}

float schlick(float cosine, float f0) {
  float m = 1.0 - clamp(cosine, 0.0, 1.0);
  return f0 + (1.0 - f0) * m * m * m * m * m;
}

// Light leaving the stone through a facet with outward normal n, one index of refraction per channel.
vec3 leave(vec3 direction, vec3 n) {
  vec3 spread = vec3(ior - dispersion * 0.5, ior, ior + dispersion * 0.5);
  vec3 green = refract(direction, -n, spread.g);
  vec3 red = refract(direction, -n, spread.r);
  vec3 blue = refract(direction, -n, spread.b);
  // A channel that is totally reflected where green escapes takes green's direction.
  if (dot(red, red) < 0.5) red = green;
  if (dot(blue, blue) < 0.5) blue = green;
  return vec3(environment(red).r, environment(green).g, environment(blue).b);
}

void main() {
  vec3 n = normalize(vObjectNormal);
  vec3 view = normalize(vObjectPosition - vObjectCamera);
  float f0 = (ior - 1.0) * (ior - 1.0) / ((ior + 1.0) * (ior + 1.0));
  float entryReflectance = schlick(dot(-view, n), f0);
  vec3 color = environment(reflect(view, n)) * entryReflectance;

  float scale = length(modelMatrix[0].xyz);
  vec3 origin = vObjectPosition;
  vec3 direction = refract(view, n, 1.0 / ior);
  vec3 throughput = vec3(1.0 - entryReflectance) * tint;

  for (int bounce = 0; bounce < MAX_BOUNCES; bounce++) {
    float nearest = 1e4;
    vec3 exitNormal = vec3(0.0, 1.0, 0.0);
    for (int i = 0; i < FACET_COUNT; i++) {
      vec4 plane = facets[i];
      float facing = dot(plane.xyz, direction);
      if (facing > 1e-4) {
        float t = (plane.w - dot(plane.xyz, origin)) / facing;
        if (t < nearest) {
          nearest = t;
          exitNormal = plane.xyz;
        }
      }
    }
    nearest = max(nearest, 0.0);
    origin += direction * nearest;
    throughput *= exp(-absorption * nearest * scale);

    vec3 escaped = refract(direction, -exitNormal, ior);
    if (dot(escaped, escaped) > 0.5) {
      float exitReflectance = schlick(dot(escaped, exitNormal), f0);
      color += throughput * (1.0 - exitReflectance) * leave(direction, exitNormal);
      throughput *= exitReflectance;
    }
    direction = reflect(direction, -exitNormal);
  }
  // Light still inside after the last bounce: let it out where it points.
  color += throughput * environment(direction);

  gl_FragColor = vec4(color, 1.0);
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
}`;

export type GemMaterial = ShaderMaterial & { isGemMaterial: true };

/**
 * @param planes - the stone's facet planes in its own coordinates (see createBrilliantCut).
 * @param environment - the prefiltered studio environment (a PMREM cube texture).
 */
export function createGemMaterial(planes: Vector4[], environment: Texture, preset: GemPreset): GemMaterial {
  const material = new ShaderMaterial({
    vertexShader: VERTEX,
    fragmentShader: fragment(planes.length),
    uniforms: {
      envMap: { value: environment },
      envIntensity: { value: 1 },
      facets: { value: planes },
      ior: { value: 2.4 },
      dispersion: { value: 0 },
      tint: { value: new Color(1, 1, 1) },
      absorption: { value: new Vector3() },
    },
  }) as GemMaterial;
  material.isGemMaterial = true;
  applyGemPreset(material, preset);
  return material;
}

export function applyGemPreset(material: GemMaterial, preset: GemPreset): void {
  const uniforms = material.uniforms;
  uniforms.ior!.value = preset.ior;
  uniforms.dispersion!.value = preset.dispersion;
  (uniforms.tint!.value as Color).set(preset.color);
  // Beer-Lambert: light keeps attenuationColor's share after attenuationDistance centimetres.
  const remaining = new Color(preset.attenuationColor);
  const toAbsorption = (share: number) => -Math.log(Math.max(share, 1e-4)) / preset.attenuationDistance;
  (uniforms.absorption!.value as Vector3).set(
    toAbsorption(remaining.r),
    toAbsorption(remaining.g),
    toAbsorption(remaining.b),
  );
}

/** Lights the stone with another studio (a PMREM cube texture), when the visitor picks one. */
export function setGemEnvironment(material: GemMaterial, environment: Texture): void {
  material.uniforms.envMap!.value = environment;
}

/** The environment multiplier follows the scene's (the visitor's light slider). */
export function setGemEnvironmentIntensity(material: GemMaterial, intensity: number): void {
  material.uniforms.envIntensity!.value = intensity;
}
