export { ApiError, isApiError } from './ApiError.ts';
export { apiBase, apiOrigin } from './apiBase.ts';
export { apiFetch, buildPath, callRoute, setUnauthorizedHandler, uploadWithProgress } from './client.ts';
export { describeError } from './errorMessage.ts';
export { importWithTimeout, lazyExtra, lazyPage, withAllStrings } from './lazyWithTimeout.ts';
export { getToken, setToken, useToken } from './token.ts';
