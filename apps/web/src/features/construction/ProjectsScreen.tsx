import { constructionProject } from '@bb/contracts';
import { MasterDataScreen } from '../../components/master-data/MasterDataScreen';

/** /construction/projects: the projects (sites), a declared resource. */
export default function ProjectsScreen() {
  return <MasterDataScreen def={constructionProject} />;
}
