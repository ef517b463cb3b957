export { LibraryPage } from './LibraryPage';
