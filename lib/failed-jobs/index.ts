export {
  countFailedJobs,
  dropFailedJob,
  listFailedJobs,
  retryFailedJob,
  type FailedJob,
} from './failed-jobs';
