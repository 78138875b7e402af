// entry point: filled in by its service's issue
