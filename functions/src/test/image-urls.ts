/** Issue 5 #7: the image URLs a donor may not store, and ones that must keep working. */
/* eslint-disable no-restricted-syntax -- attack payloads: the tests prove these are refused */
import { MAX_URL_LENGTH } from '../shared/constants'

export const JAVASCRIPT_URL = 'javascript:alert(1)'
export const MIXED_CASE_SCRIPT_SCHEME = 'JaVaScRiPt:'

const host = 'https://images.example.com/'

export const UNSAFE_IMAGE_URLS: readonly string[] = [
  JAVASCRIPT_URL,
  'JaVaScRiPt:alert(1)',
  'javascript://images.example.com/%0Aalert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  ' https://images.example.com/a.jpg',
  '\thttps://images.example.com/a.jpg',
  '\u00a0https://images.example.com/a.jpg',
  'https://images.example.com/a.jpg ',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html,x',
  'file:///etc/passwd',
  'ftp://images.example.com/a.jpg',
  'vbscript:msgbox(1)',
  'https://user:pass@images.example.com/a.jpg',
  'https://user@images.example.com/a.jpg',
  'https://:pass@images.example.com/a.jpg',
  'http://127.0.0.1/a.jpg',
  'http://127.0.0.1:5000/demo/chicken-biryani.svg',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]/a.jpg',
  'http://[::ffff:127.0.0.1]/a.jpg',
  'http://[fe80::1]/a.jpg',
  'http://2130706433/a.jpg',
  'http://0x7f000001/a.jpg',
  'http://0x7f.0.0.1/a.jpg',
  'http://0177.0.0.1/a.jpg',
  'http://127.1/a.jpg',
  'http://10.0.0.1/a.jpg',
  'http://0/a.jpg',
  `${host}${'a'.repeat(MAX_URL_LENGTH - host.length + 1)}`,
  '//images.example.com/a.jpg',
  '/demo/chicken-biryani.svg',
  'images.example.com/a.jpg',
  'https://',
  'https:///a.jpg',
  'https:////images.example.com/a.jpg',
  'https://images.example.com\\@evil.example.com/a.jpg',
  'https:\\\\images.example.com/a.jpg',
  'https://?x',
  'https://#x',
  'https://images.example.com/a b.jpg',
  'https://nodot/a.jpg',
  '',
]

export const SAFE_IMAGE_URLS: readonly string[] = [
  'https://images.example.com/a.jpg',
  'http://images.example.com/a.jpg',
  'https://i.ibb.co/abc/food.png?size=2#top',
  'https://images.example.com:8443/a.jpg',
  'https://xn--bcher-kva.example/a.jpg',
  'https://0xcafe.example.com/a.jpg',
  'https://1e1.example.com/a.jpg',
  'http://localhost:5000/demo/chicken-biryani.svg',
  `${host}${'a'.repeat(MAX_URL_LENGTH - host.length)}`,
]
