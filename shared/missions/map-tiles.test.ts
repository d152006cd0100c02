import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILES_URL, isTileTemplate, tileImageSource } from './map-tiles';

describe('isTileTemplate', () => {
  it.each([
    [DEFAULT_MAP_TILES_URL, true],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', true],
    ['http://localhost:8080/tiles/{z}/{x}/{y}.png', true],
    ['https://tile.example.org/{z}/{x}.png', false],
    ['ftp://tile.example.org/{z}/{x}/{y}.png', false],
    ['javascript:alert(1)//{z}/{x}/{y}', false],
    ['not a url {z}{x}{y}', false],
  ])('%s -> %s', (template, expected) => {
    expect(isTileTemplate(template)).toBe(expected);
  });
});

describe('tileImageSource', () => {
  it.each([
    [DEFAULT_MAP_TILES_URL, 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['http://localhost:8080/tiles/{z}/{x}/{y}.png?key=abc', 'http://localhost:8080'],
  ])('%s -> %s', (template, expected) => {
    expect(tileImageSource(template)).toBe(expected);
  });
});
