import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

/**
 * Leaflet finds its default marker images by reading a CSS url at run time, which breaks once
 * Vite hashes the files; point the default icon at the bundled images explicitly.
 * Imported only by lazily loaded map modules, so Leaflet never weighs on other pages.
 */
L.Icon.Default.mergeOptions({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
});

export { L };
