// Our search box replaces the plugin's: see src/theme/README.md and src/components/SearchBar.
export { default } from '../../components/SearchBar';
