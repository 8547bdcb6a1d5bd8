import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { safeInternalPath } from "../routes/safe-path";

/** /redirect/:path: goes to /:path with the same query (used to reload a page in place). */
export default function Redirect() {
  const { path = "" } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = safeInternalPath(`/${path}${search}`);
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
