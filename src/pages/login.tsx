import { useLocation, useNavigate } from "react-router";
import { resolveRedirect } from "../routes/guard";
import { LOGIN_DIALOGS } from "./auth/login-dialogs";
import { LoginPage } from "./auth/login-page";

/**
 * The console's /login route (after a sign-out, a 401, a guard's redirect): the sign-in page
 * (auth/login-page.tsx), back to `?redirect=` (a known route only) on success. A /login loaded
 * afresh is the same page on an entry of its own (src/login-entry.tsx).
 */
export default function Login() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <LoginPage
      dialogs={LOGIN_DIALOGS}
      onSignedIn={() => navigate(resolveRedirect(search), { replace: true })}
      onRegister={(event) => {
        event.preventDefault();
        void navigate("/register");
      }}
    />
  );
}
