export { publicJobsSource } from './public-jobs-source.ts';
