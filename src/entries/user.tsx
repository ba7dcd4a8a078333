import { Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { startApp } from '../app/bootstrap';
import { LoginPage } from '../app/routes/userRoutes';
import { ErrorBoundary } from '../components/ErrorBoundary';

void startApp(
  'index',
  <HashRouter>
    <ErrorBoundary>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Navigate to="/login" replace />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  </HashRouter>,
);
