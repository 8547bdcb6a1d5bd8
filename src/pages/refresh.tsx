import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { safeInternalPath } from "../routes/safe-path";

/** /refresh?path=…: leaves and re-opens a page so it mounts afresh (tab bar "刷新"). */
export default function Refresh() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeInternalPath(params.get("path"));
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
