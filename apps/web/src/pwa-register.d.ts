// Types of virtual:pwa-register/react, the service worker registration vite-plugin-pwa generates.
/// <reference types="vite-plugin-pwa/react" />
